import torch

for t in (torch.tensor([0.0]), torch.tensor(-0.0), torch.tensor(float("nan")), torch.tensor([1.5]),
          torch.tensor([False]), torch.tensor([[3]]), torch.tensor(0j), torch.tensor(1e-45)):
    print(f"{str(t):<24} is_nonzero: {torch.is_nonzero(t)!s:<5} bool(): {bool(t)}")
