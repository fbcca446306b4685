# raises: RuntimeError
import torch

x = torch.tensor(2.0, requires_grad=True)
n = (x + 1).sum()  # addition and sum save no tensors
n.backward()
n.backward()  # so a second pass works without retain_graph
print("x + 1, two backward calls, x.grad:", x.grad.item())
x.grad = None

y = x.exp() * x  # exp saves its output, mul saves its inputs

y.backward(retain_graph=True)  # keep the saved tensors for another pass
print("first backward, x.grad:", round(x.grad.item(), 4))
y.backward()  # allowed: the graph was retained; gradients accumulate
print("second backward, x.grad:", round(x.grad.item(), 4))
y.backward()  # the graph was freed by the previous call
