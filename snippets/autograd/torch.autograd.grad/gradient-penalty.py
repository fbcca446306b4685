import torch

torch.manual_seed(0)
net = torch.nn.Linear(3, 1)
x = torch.randn(4, 3, requires_grad=True)

out = net(x).sum()
(gx,) = torch.autograd.grad(out, x, create_graph=True)   # d out / d x, still in the graph
penalty = (gx.norm(dim=1) - 1).pow(2).mean()
penalty.backward()                                        # reaches net.weight through gx

print("gx rows equal net.weight:", torch.allclose(gx, net.weight.expand(4, 3)))
print(f"penalty: {penalty.item():.4f}")
print("net.weight.grad:", net.weight.grad)
