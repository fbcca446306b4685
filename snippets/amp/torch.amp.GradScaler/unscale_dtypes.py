import torch

for dtype in (torch.float32, torch.bfloat16, torch.float64, torch.float16):
    w = torch.nn.Parameter(torch.ones(2, dtype=dtype))
    opt = torch.optim.SGD([w], lr=0.1)
    scaler = torch.amp.GradScaler("cpu", init_scale=4.0)
    scaler.scale(w.sum()).backward()  # w.grad = 4.0 in the parameter's dtype
    try:
        scaler.unscale_(opt)
        print(f"{str(dtype):14} grad after unscale_: {w.grad[0].item()}")
    except ValueError as e:
        print(f"{str(dtype):14} ValueError: {e}")
