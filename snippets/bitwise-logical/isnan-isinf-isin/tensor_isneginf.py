import torch

log_p = torch.tensor([0.5, 0.0, 0.25]).log()
print("log_p            :", log_p)
print("log_p.isneginf() :", log_p.isneginf(), "<- log(0)")
