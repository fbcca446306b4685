import torch
from torch import nn
from torch.nn.utils import spectral_norm, remove_spectral_norm, parametrizations, parametrize

# old API
old = spectral_norm(nn.Linear(4, 3))
old(torch.randn(1, 4))
remove_spectral_norm(old)
print("old, after remove_spectral_norm:", [n for n, _ in old.named_parameters()], [n for n, _ in old.named_buffers()])

# new API: removal keeps the normalised weight; in training mode it runs one more power iteration
def build():
    torch.manual_seed(0)
    return parametrizations.spectral_norm(nn.Linear(4, 3))

a, b = build().eval(), build().train()
print("same starting weights:", torch.equal(a.parametrizations.weight.original, b.parametrizations.weight.original))
expected = a.weight.detach().clone()
parametrize.remove_parametrizations(a, "weight")
parametrize.remove_parametrizations(b, "weight")
print("removed in eval mode, weight unchanged:", torch.equal(a.weight, expected))
print("removed in train mode, weight unchanged:", torch.equal(b.weight, expected),
      " max diff:", (b.weight - expected).abs().max().item())
