import torch

a = torch.tensor(2.0, requires_grad=True)
h = a * 2                     # a non-leaf
y = h * 3

ran = []
h.grad_fn.register_hook(lambda grad_in, grad_out: ran.append(h.grad_fn.name()))
y.backward(inputs=[h])        # only h's gradient is wanted
print("h.grad:", h.grad, "| a.grad:", a.grad)
print("grad_fn of h was still called:", ran)
