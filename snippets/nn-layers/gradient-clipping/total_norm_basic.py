import torch
from torch.nn.utils import get_total_norm

g1 = torch.tensor([[1.0, -2.0], [2.0, 0.0]])
g2 = torch.tensor([4.0, -4.0, 2.0])
for p in [2.0, 1.0, float("inf")]:
    total = get_total_norm([g1, g2], norm_type=p)
    per_tensor = torch.stack([torch.linalg.vector_norm(g1, p), torch.linalg.vector_norm(g2, p)])
    flat = torch.linalg.vector_norm(torch.cat([g1.flatten(), g2]), p)
    print(f"p={p}: total={total.item():.4f} norm of per-tensor norms={torch.linalg.vector_norm(per_tensor, p).item():.4f} "
          f"norm of all entries={flat.item():.4f}")
print("0-d tensor:", get_total_norm(torch.tensor(-5.0)), "empty list:", get_total_norm([]))
print("complex:", get_total_norm([torch.tensor([3 + 4j])]))
print("float32 + float64 ->", get_total_norm([g2, g2.double()]).dtype)
