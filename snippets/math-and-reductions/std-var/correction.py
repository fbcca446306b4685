import torch

x = torch.tensor([2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0])
n = x.numel()
ss = ((x - x.mean()) ** 2).sum()          # sum of squared deviations = 32

print("N =", n, "| sum of squares =", ss)
print("var()              :", x.var(), "| formula ss/(N-1):", ss / (n - 1))
print("var(correction=0)  :", x.var(correction=0), "| formula ss/N:", ss / n)
print("std()              :", x.std(), "| sqrt(ss/(N-1)):", torch.sqrt(ss / (n - 1)))
print("std(correction=0)  :", x.std(correction=0))
print("var(correction=2)  :", x.var(correction=2), "| ss/(N-2):", ss / (n - 2))
print("var(correction=0.5):", x.var(correction=0.5), "| ss/(N-0.5):", ss / (n - 0.5))
