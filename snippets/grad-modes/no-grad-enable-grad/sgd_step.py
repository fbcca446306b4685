# raises: RuntimeError
import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (w ** 2).sum()
loss.backward()
print("grad:", w.grad)

# A hand-written SGD step: an in-place update of a leaf that requires grad
with torch.no_grad():
    w -= 0.1 * w.grad
print("after step:", w, "| is_leaf:", w.is_leaf, "| grad_fn:", w.grad_fn)

# The same update with grad mode on is refused
w -= 0.1 * w.grad
