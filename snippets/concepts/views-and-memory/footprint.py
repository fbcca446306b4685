import torch

x = torch.zeros(3, 4)
print("numel:", x.numel(), "element_size:", x.element_size(),
      "bytes:", x.numel() * x.element_size(),
      "| storage nbytes:", x.untyped_storage().nbytes())

dtypes = (torch.float64, torch.float32, torch.float16, torch.bfloat16,
          torch.int64, torch.int8, torch.bool)
for dtype in dtypes:
    size = torch.empty(0, dtype=dtype).element_size()
    print(f"{str(dtype):15s} element_size = {size} bytes")

# a (1000, 1000, 1000) float tensor, on the meta device (no memory is allocated)
big = torch.empty(1000, 1000, 1000, device="meta")
nbytes = big.numel() * big.element_size()
print(f"(1000,1000,1000) float32: {big.numel():.0e} elements, "
      f"{nbytes:.0e} bytes = {nbytes / 2**30:.2f} GiB")
half = big.half()
print(f"same shape in float16: {half.numel() * half.element_size():.0e} bytes")
