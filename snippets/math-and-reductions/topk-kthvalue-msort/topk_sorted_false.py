import torch

x = torch.arange(100.0)
print("sorted=True :", torch.topk(x, 5).values)
print("sorted=False:", torch.topk(x, 5, sorted=False).values)
print("same set    :", torch.equal(torch.topk(x, 5, sorted=False).values.sort(descending=True).values, torch.topk(x, 5).values))
