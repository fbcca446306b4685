import torch

x = torch.tensor([1.0, 2.0], requires_grad=True)
loss = (x * x).sum()

loss.backward(retain_graph=True)    # keep saved tensors for another pass
print("after 1st backward:", x.grad)
loss.backward()                     # works, and ADDS to x.grad
print("after 2nd backward:", x.grad)

x.grad = None                       # reset (what optimizer.zero_grad() does by default)
(x * x).sum().backward()
print("after reset + new graph:", x.grad)
