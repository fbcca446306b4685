import torch
import torch.nn.functional as F

print("zero vector:", F.cosine_similarity(torch.zeros(1, 3), torch.ones(1, 3)).item())
# each norm is clamped to at least eps separately: x.y / (max(|x|, eps) * max(|y|, eps))
tiny = torch.tensor([[1e-9, 0.0, 0.0]])
print("two 1e-9 vectors, eps=1e-8:", F.cosine_similarity(tiny, tiny).item(),
      "| by hand:", 1e-18 / (max(1e-9, 1e-8) * max(1e-9, 1e-8)))
print("same, eps=1e-12:", F.cosine_similarity(tiny, tiny, eps=1e-12).item())
print("float16 ->", F.cosine_similarity(torch.ones(1, 3).half(), torch.ones(1, 3).half()).dtype)
try:
    F.cosine_similarity(torch.tensor([[1, 2]]), torch.tensor([[3, 4]]))
except RuntimeError as e:
    print("int64: RuntimeError:", e)
