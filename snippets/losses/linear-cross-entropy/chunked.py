import torch
import torch.nn as nn
import torch.nn.functional as F

N, D, C = 256, 16, 5000                      # many classes, small hidden size
x = torch.randn(N, D, requires_grad=True)
W = torch.randn(C, D, requires_grad=True)
y = torch.randint(0, C, (N,))

def saved_for_backward(fn):
    sizes = []
    with torch.autograd.graph.saved_tensors_hooks(lambda t: sizes.append(t.numel()) or t, lambda t: t):
        out = fn()
    return out, sizes

ref, s_ref = saved_for_backward(lambda: F.linear_cross_entropy(x, W, y))
chk, s_chk = saved_for_backward(lambda: F.linear_cross_entropy(x, W, y, options=nn.LinearCrossEntropyOptions()))
print("N*C =", N * C)
print("reference saves for backward (numel):", s_ref)
print("chunked saves for backward (numel):  ", s_chk)
print("loss difference:", (ref - chk).abs().item())

ref.backward(); g_ref = W.grad.clone(); W.grad = None
chk.backward()
print("max |grad difference|:", (W.grad - g_ref).abs().max().item())
print("options:", nn.LinearCrossEntropyOptions())
