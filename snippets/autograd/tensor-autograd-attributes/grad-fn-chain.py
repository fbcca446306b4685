import torch

a = torch.tensor(2.0, requires_grad=True)
b = a * 3 + 1

print("a.grad_fn:", a.grad_fn)
print("b.grad_fn:", b.grad_fn.name())
# Walk one step back: each entry is (node, output index); None for inputs that need no grad.
for node, idx in b.grad_fn.next_functions:
    print("  next:", node.name() if node is not None else None)
mul = b.grad_fn.next_functions[0][0]
print("  before MulBackward0:", [n.name() for n, _ in mul.next_functions if n is not None])
print("AccumulateGrad.variable is a:", mul.next_functions[0][0].variable is a)
