import torch

big = torch.tensor([16777217])            # 2**24 + 1, exact in int64
f32 = torch.tensor([16777216.0])          # 2**24 in float32
print("big.gt(f32):", big.gt(f32), "<- compared in float32, where 2**24 + 1 rounds to 2**24")
print("result type:", torch.result_type(big, f32))
print("in float64 :", big.double().gt(f32.double()))
