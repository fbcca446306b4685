import torch

w = torch.tensor([1.0, 2.0], requires_grad=True)

def sgd_step(p):                   # receives the tensor, not the gradient
    print("post hook: p.grad =", p.grad)
    with torch.no_grad():
        p.sub_(0.1 * p.grad)       # update right after the gradient is ready
    p.grad = None                  # and free it

w.register_post_accumulate_grad_hook(sgd_step)
(w**2).sum().backward()
print("w after backward:", w)
print("w.grad:", w.grad)
