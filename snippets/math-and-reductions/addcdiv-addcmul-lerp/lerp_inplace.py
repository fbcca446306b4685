import torch

# exponential moving average: ema <- ema + (1 - decay) * (param - ema)
ema = torch.tensor([0.0, 0.0])
decay = 0.9
for step, param in enumerate([torch.tensor([1.0, 2.0])] * 3):
    r = ema.lerp_(param, 1 - decay)
    print(f"step {step}: ema =", ema, "returns self:", r is ema)
