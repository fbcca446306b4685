import torch
import torch.nn.functional as F

q = torch.randn(4, 3)                       # 4 queries
k = torch.randn(5, 3)                       # 5 keys
sim = F.cosine_similarity(q[:, None, :], k[None, :, :], dim=-1)   # (4,1,3) vs (1,5,3) broadcast
print("shape:", tuple(sim.shape))
ref = F.normalize(q, dim=1) @ F.normalize(k, dim=1).T
print("max |sim - normalize(q) @ normalize(k).T|:", (sim - ref).abs().max().item())
print("(4, 3) vs (1, 3) -> shape", tuple(F.cosine_similarity(q, k[:1]).shape))
