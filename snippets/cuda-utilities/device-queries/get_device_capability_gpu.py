# device: cuda
import torch

major, minor = torch.cuda.get_device_capability(0)
print("get_device_capability(0):", (major, minor), "-> sm_" + f"{major}{minor}")
print("compiled for it:", f"sm_{major}{minor}" in torch.cuda.get_arch_list())
print("bfloat16 supported:", torch.cuda.is_bf16_supported())
