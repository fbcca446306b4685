import torch

x = torch.tensor([3, 1, 4, 1, 5])
print("torch.less(x, 3)      :", torch.less(x, 3))
print("same as torch.lt and <:", torch.equal(torch.less(x, 3), torch.lt(x, 3)), torch.equal(torch.less(x, 3), x < 3))
try:
    torch.less(2, x)
except TypeError as e:
    print("torch.less(2, x) -> TypeError:", str(e).split(" - ")[0])
print("write x > 2 instead   :", x > 2)
