import torch

x = torch.tensor([1.0, 2.0, 3.0])
ptr = x.data_ptr()

y = x.add(10)  # out-of-place: new tensor, x unchanged
print("x.add(10):", y, "| x:", x, "| new memory:", y.data_ptr() != ptr)

z = x.add_(10)  # in-place: x itself changes, and add_ returns x
print("x.add_(10):", z, "| x:", x, "| z is x:", z is x, "| same memory:",
      x.data_ptr() == ptr)

for name in ("add", "mul", "clamp", "sigmoid", "copy", "zero", "fill"):
    print(f"{name:8s} out-of-place torch.{name}: {hasattr(torch, name)!s:5s}  "
          f"in-place Tensor.{name}_: {hasattr(x, name + '_')}")

# not every method has an in-place twin
print("Tensor has matmul_, sum_, reshape_:",
      [hasattr(x, n) for n in ("matmul_", "sum_", "reshape_")])
# zero_ also exists as a function
print("torch.zero_ exists:", hasattr(torch, "zero_"), "->", torch.zero_(torch.ones(2)))
