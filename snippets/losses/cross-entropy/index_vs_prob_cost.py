import torch
import torch.nn.functional as F


def graph(t):
    names, todo = [], [t.grad_fn]
    while todo:
        fn = todo.pop()
        if fn is not None and type(fn).__name__ != "AccumulateGrad":
            names.append(type(fn).__name__)
            todo += [g for g, _ in fn.next_functions]
    return names


N, C = 1024, 1000
logits = torch.randn(N, C, requires_grad=True)
index = torch.randint(0, C, (N,))
probs = F.one_hot(index, C).float()                  # the same targets as probabilities
a, b = F.cross_entropy(logits, index), F.cross_entropy(logits, probs)
print("same loss              :", torch.allclose(a, b))
print("index target bytes     :", index.nelement() * index.element_size())
print("probability target bytes:", probs.nelement() * probs.element_size())
print("backward ops, indices  :", graph(a))
print("backward ops, probs    :", graph(b))
