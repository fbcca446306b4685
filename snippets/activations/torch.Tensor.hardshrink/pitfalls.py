import torch

print("in-place Tensor.hardshrink_ exists:", hasattr(torch.Tensor, "hardshrink_"))
x = torch.tensor([-0.3, 0.0, 0.3])
print("negative lambd=-1 (no error, nothing shrinks):", x.hardshrink(-1.0))
print("exactly at the threshold:", torch.tensor([0.5, -0.5]).hardshrink(0.5))
print("just above it:           ", torch.tensor([0.50001]).hardshrink(0.5))
print("0.5 with lambd=0.4999, float32:", torch.tensor([0.5]).hardshrink(0.4999),
      "| float16:", torch.tensor([0.5], dtype=torch.float16).hardshrink(0.4999))
