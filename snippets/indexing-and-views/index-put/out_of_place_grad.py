import torch

w = torch.zeros(4, requires_grad=True)                 # a leaf that requires grad
v = torch.tensor([1.0, 2.0], requires_grad=True)
out = w.index_put((torch.tensor([1, 3]),), v)          # allowed: w is not modified
print("out:", out.tolist(), "| w unchanged:", w.tolist())
(out * torch.tensor([1.0, 10.0, 100.0, 1000.0])).sum().backward()
print("grad w:", w.grad.tolist())                       # 0 where overwritten
print("grad v:", v.grad.tolist())
try:
    w.index_put_((torch.tensor([0]),), torch.tensor(1.0))
except RuntimeError as e:
    print("in place on w: RuntimeError:", str(e).split(".")[0])
