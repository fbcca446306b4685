import torch

x = torch.arange(6.0).reshape(2, 3)
print("x:\n", x)
print("sum_to_size(1, 3):", x.sum_to_size(1, 3), "| by hand:", x.sum(0, keepdim=True))
print("sum_to_size(2, 1):", x.sum_to_size(2, 1).flatten(), "| by hand:", x.sum(1, keepdim=True).flatten())
print("sum_to_size(3):   ", x.sum_to_size(3), "(leading dim summed away)")
print("sum_to_size(1, 1):", x.sum_to_size(1, 1))
print("same size returns x itself:", x.sum_to_size(2, 3) is x)

def by_formula(t, target):
    lead = t.dim() - len(target)
    out = t.sum(dim=tuple(range(lead))) if lead else t
    J = tuple(j for j, s in enumerate(target) if s == 1 and out.shape[j] != 1)
    return out.sum(dim=J, keepdim=True) if J else out

g = torch.randn(4, 1, 3, 5)
targets = [(3, 5), (1, 5), (3, 1), (1, 3, 1), (1, 1, 1, 1), (5,), ()]
print("formula matches for", targets, ":",
      all(torch.allclose(g.sum_to_size(s), by_formula(g, s)) for s in targets))
e = torch.empty(0, 3)
print("formula matches for an empty (0, 3) -> (1, 3):", torch.equal(e.sum_to_size(1, 3), by_formula(e, (1, 3))))
