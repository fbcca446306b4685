import torch

w = torch.zeros(3, requires_grad=True)                    # a leaf that requires grad
try:
    w[0] = 1.0                                            # in-place write
except RuntimeError as e:
    print("w[0] = 1.0: RuntimeError:", str(e).split(".")[0])
v = torch.tensor(2.0, requires_grad=True)
y = torch.select_scatter(w, v, 0, 0)                      # out of place
print("y:", y.tolist())
(y * torch.tensor([10.0, 20.0, 30.0])).sum().backward()
print("grad w:", w.grad.tolist(), "| grad v:", v.grad.item())
