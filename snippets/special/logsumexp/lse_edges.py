import torch

ninf, inf, nan = float("-inf"), float("inf"), float("nan")
rows = torch.tensor([[ninf, ninf], [ninf, 0.0], [inf, 0.0], [inf, ninf], [nan, 0.0]])
print("rows:", rows.tolist())
print("logsumexp per row:", torch.logsumexp(rows, dim=1))
print("empty slices      :", torch.logsumexp(torch.empty(2, 0), dim=1))
print("int64 input       :", torch.logsumexp(torch.tensor([1, 2, 3]), dim=0))
print("float16 input     :", torch.logsumexp(torch.tensor([60000.0, 60000.0], dtype=torch.float16), dim=0))
print("complex input     :", torch.logsumexp(torch.tensor([1.0 + 1.0j, 2.0]), dim=0))
