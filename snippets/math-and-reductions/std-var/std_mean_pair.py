import torch

x = torch.tensor([[1.0, 2.0, 3.0, 4.0],
                  [10.0, 10.0, 10.0, 16.0]])
s, m = torch.std_mean(x, dim=1, keepdim=True)
print("std :", s.flatten(), " mean:", m.flatten(), " shape:", s.shape)
print("== (std, mean) computed separately:", torch.allclose(s, x.std(dim=1, keepdim=True)), torch.equal(m, x.mean(dim=1, keepdim=True)))
print("z-scores:", (x - m) / s)
print("correction=0, all elements:", torch.std_mean(x, correction=0))
