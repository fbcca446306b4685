import torch

a = torch.tensor(1.0, requires_grad=True)
b = torch.tensor(1.0, requires_grad=True)
out = a * 2                                  # b is not used

try:
    torch.autograd.grad(out, [a, b], retain_graph=True)
except RuntimeError as e:
    print("RuntimeError:", e)
print("allow_unused:", torch.autograd.grad(out, [a, b], allow_unused=True, retain_graph=True))
print("materialize_grads:", torch.autograd.grad(out, [a, b], materialize_grads=True))
