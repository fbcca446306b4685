import torch

tiny32 = torch.finfo(torch.float32).tiny  # smallest normal float32, about 1.18e-38
print("smallest normal float32:", tiny32)

print("set_flush_denormal(True) returned:", torch.set_flush_denormal(True))
print("tensor([1e-40]):", torch.tensor([1e-40]), "| Python float 1e-40 itself:", 1e-40)
print("tensor([1e-323], float64):", torch.tensor([1e-323], dtype=torch.float64))
print("tiny32 / 2 computed in torch:", torch.tensor([tiny32]) / 2)
print("normal values are untouched:", torch.tensor([tiny32, 1e-30]))

print("set_flush_denormal(False) returned:", torch.set_flush_denormal(False))
print("tensor([1e-40]):", torch.tensor([1e-40]))
print("tiny32 / 2 computed in torch:", torch.tensor([tiny32]) / 2)
