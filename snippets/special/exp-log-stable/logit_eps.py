import torch

p = torch.tensor([0.0, 1e-9, 0.5, 1.0, 1.1])
print("eps=None :", torch.logit(p))
print("eps=1e-6 :", torch.logit(p, eps=1e-6))
print("same as clamp(p, eps, 1-eps) then logit:", torch.equal(torch.logit(p, eps=1e-6), torch.logit(p.clamp(1e-6, 1 - 1e-6))))
print("float32 1 - 1e-6 is", torch.tensor(1 - 1e-6).item())
print("float16, eps=1e-6:", torch.logit(p.half(), eps=1e-6))  # 1 - 1e-6 rounds to 1.0 in float16
print("eps=0.6 (> 0.5):", torch.logit(p, eps=0.6))
