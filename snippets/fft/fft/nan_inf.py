import torch

print("NaN :", torch.fft.fft(torch.tensor([1.0, float("nan"), 0.0, 0.0])))
print("inf :", torch.fft.fft(torch.tensor([1.0, float("inf"), 0.0, 0.0])))
