import torch

x = torch.tensor([-1.5, -1.0, -0.5, 0.0, 0.5, 1.0, 1.5])
print("atanh(x)              :", torch.atanh(x))

v = torch.tensor([-0.9, -0.5, 0.3, 0.9], dtype=torch.float64)
by_hand = 0.5 * torch.log((1 + v) / (1 - v))
print("max |atanh - formula| :", (torch.atanh(v) - by_hand).abs().max().item())
print("arctanh == atanh      :", torch.equal(torch.arctanh(v), torch.atanh(v)), torch.equal(v.arctanh(), v.atanh()))

y = v.clone()
y.atanh_()
z = v.clone()
z.arctanh_()
print("atanh_ == arctanh_    :", torch.equal(y, z), "| tanh(atanh(v)) close:", torch.allclose(torch.tanh(y), v))

t = torch.tanh(torch.tensor([9.0, 10.0]))  # float32
print("tanh([9, 10]) float32 :", t.tolist(), "-> atanh:", torch.atanh(t).tolist())
