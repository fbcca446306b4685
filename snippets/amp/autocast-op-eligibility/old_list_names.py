import torch

cpu = {r.split("::")[1].split(".")[0] for r in torch._C._dispatch_get_registrations_for_dispatch_key("AutocastCPU")}
for name in ("eig", "lstsq", "solve", "symeig"):
    try:
        getattr(torch, name)(torch.eye(2), torch.eye(2)) if name in ("lstsq", "solve") else getattr(torch, name)(torch.eye(2))
    except RuntimeError as e:
        print(f"torch.{name}: {str(e).split(' removed.')[0]} removed. | AutocastCPU kernel: {name in cpu}")
for name in ("conv_transpose2d", "prelu", "scaled_dot_product_attention"):
    print(f"{name}: AutocastCPU kernel: {name in cpu}")
print("torch.bfloat16 exists:", hasattr(torch, "bfloat16"), "| torch.bfloat32 exists:", hasattr(torch, "bfloat32"))
