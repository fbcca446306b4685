import torch

x = torch.tensor([[1, 2, 3],
                  [4, 5, 6]])
print("prod(x)                :", torch.prod(x))
print("prod(x, 1)             :", torch.prod(x, 1))
print("prod(x, 0, keepdim=True):", torch.prod(x, 0, keepdim=True))
print("int8 [100, 100] ->", torch.prod(torch.tensor([100, 100], dtype=torch.int8)), "<- integers are promoted to int64")
print("bool input ->", torch.prod(torch.tensor([True, True])), torch.prod(torch.tensor([True, True])).dtype)
print("dtype=torch.int8 ->", torch.prod(torch.tensor([100, 100], dtype=torch.int8), dtype=torch.int8), "<- 10000 wrapped")
print("empty -> ", torch.prod(torch.tensor([])), "(the empty product is 1)")
f = torch.rand(5)
print("matches a by-hand loop:", torch.allclose(torch.prod(f), torch.tensor(f.tolist()[0] * f.tolist()[1] * f.tolist()[2] * f.tolist()[3] * f.tolist()[4])))
