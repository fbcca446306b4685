import torch

p = torch.tensor([0.0, 0.3, 1.0])
print("p.logit()        :", p.logit())
print("p.logit(eps=0.01):", p.logit(eps=0.01))
print("p.logit(0.01)    :", p.logit(0.01))
print("p left unchanged :", p)
