# raises: RuntimeError
import torch

x = torch.tensor(2.0, requires_grad=True)
y = x.exp() * x

y.backward(retain_graph=True)  # keep the saved tensors for another pass
print("first backward, x.grad:", round(x.grad.item(), 4))
y.backward()  # allowed: the graph was retained; gradients accumulate
print("second backward, x.grad:", round(x.grad.item(), 4))
y.backward()  # the graph was freed by the previous call
