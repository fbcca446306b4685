import torch

scaler = torch.amp.GradScaler("cpu")  # default scale 65536, kept as a 0-d float32 tensor
for dtype in (torch.float32, torch.float16, torch.bfloat16, torch.int64):
    for loss in (torch.tensor(3.0).to(dtype), torch.tensor([3.0]).to(dtype)):
        scaled = scaler.scale(loss)
        print(f"{loss.dim()}-d {str(dtype):15} -> {str(scaled.dtype):15} value {scaled.tolist()}")
