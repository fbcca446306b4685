import torch

x = torch.tensor([0.5, 1.0])
print("scale/zero_point as tensors:", torch.fake_quantize_per_tensor_affine(
    x, torch.tensor(0.1), torch.tensor(10, dtype=torch.int32), 0, 255).tolist())
cases = {
    "zero_point 300 outside [0, 255]": lambda: torch.fake_quantize_per_tensor_affine(x, 0.1, 300, 0, 255),
    "quant_min > quant_max": lambda: torch.fake_quantize_per_tensor_affine(x, 0.1, 0, 10, 0),
    "int64 input": lambda: torch.fake_quantize_per_tensor_affine(torch.tensor([1, 2]), 0.1, 10, 0, 255),
}
for name, f in cases.items():
    try:
        f()
    except (RuntimeError, NotImplementedError) as e:
        print(f"{name}: {type(e).__name__}: {' '.join(str(e).split())}")
