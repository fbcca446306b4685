import torch

bf = torch.ones(2, dtype=torch.bfloat16)
fp16 = torch.ones(2, dtype=torch.float16)
f32 = torch.ones(2)
with torch.autocast("cpu", dtype=torch.bfloat16):  # autocast dtype: bfloat16
    print("cat(bfloat16, float32):", torch.cat([bf, f32]).dtype)
    print("cat(bfloat16, float64):", torch.cat([bf, f32.double()]).dtype)
    for label, pair in (("cat(float16, float16)", [fp16, fp16]), ("cat(float16, float32)", [fp16, f32])):
        try:
            torch.cat(pair)
        except RuntimeError as e:
            print(f"{label}: RuntimeError: {e}")
    print("mm(float16, float16), a lower-precision op:", (fp16.reshape(1, 2) @ fp16.reshape(2, 1)).dtype)
