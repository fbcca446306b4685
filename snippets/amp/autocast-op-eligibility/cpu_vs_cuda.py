import torch
from torch._subclasses.fake_tensor import FakeTensorMode


def ops(x, w):
    y = x @ w  # in both autocast lists: low precision
    return {"matmul": y, "softmax": torch.softmax(y, 1), "sum": y.sum(),
            "layer_norm": torch.nn.functional.layer_norm(y, (4,)), "relu": torch.relu(y)}


with torch.autocast("cpu", dtype=torch.float16):
    cpu = ops(torch.randn(2, 4), torch.randn(4, 4))

# Fake tensors on a "cuda" device: no GPU or data needed, but ops go through the
# AutocastCUDA kernels.  torch.autocast("cuda") switches itself off on a CPU-only build,
# so the autocast state it would set is set directly.
with FakeTensorMode():
    torch.set_autocast_enabled("cuda", True)
    torch.set_autocast_dtype("cuda", torch.float16)
    cuda = ops(torch.randn(2, 4, device="cuda"), torch.randn(4, 4, device="cuda"))
    torch.set_autocast_enabled("cuda", False)

print("| op (input: the float16 matmul output) | CPU autocast | CUDA autocast (fake tensors) |")
print("|---|---|---|")
for k in cpu:
    print(f"| `{k}` | {str(cpu[k].dtype)[6:]} | {str(cuda[k].dtype)[6:]} |")
