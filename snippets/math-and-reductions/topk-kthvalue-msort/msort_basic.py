import torch

x = torch.tensor([[3, 10],
                  [1, 30],
                  [2, 20]])
print("torch.msort(x):", torch.msort(x), sep="\n")
print("== sort(x, dim=0).values:", torch.equal(torch.msort(x), torch.sort(x, dim=0).values))
print("first row of msort(x):", torch.msort(x)[0].tolist(), "<- 1 came from row [1, 30], 10 from row [3, 10]")
y = torch.tensor([2.0, float("nan"), -1.0])
print("NaN goes last:", torch.msort(y))
