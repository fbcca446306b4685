import torch

x = torch.tensor([[1.0, 2.0], [3.0, 5.0], [4.0, 8.0]])    # 3 samples, 2 features
v, m = torch.var_mean(x, dim=0)
print("var :", v, " mean:", m)
print("by hand var:", ((x - x.mean(dim=0)) ** 2).sum(dim=0) / (x.size(0) - 1))
print("order is (var, mean), not (mean, var):", torch.equal(v, x.var(dim=0)))
print("float16 input dtype:", torch.var_mean(x.half(), dim=0)[0].dtype)
