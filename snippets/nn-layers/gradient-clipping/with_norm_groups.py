import torch
from torch import nn
from torch.nn.utils import get_total_norm, clip_grads_with_norm_

enc, dec = nn.Linear(6, 6), nn.Linear(6, 2)
dec(enc(torch.randn(5, 6) * 10)).pow(2).sum().backward()

# one norm over both modules, computed from the per-module norms
n_enc = get_total_norm([p.grad for p in enc.parameters()])
n_dec = get_total_norm([p.grad for p in dec.parameters()])
total = get_total_norm([n_enc, n_dec])
print("per module:", n_enc, n_dec, "combined:", total)

clip_grads_with_norm_(enc.parameters(), 1.0, total)
clip_grads_with_norm_(dec.parameters(), 1.0, total)
after = get_total_norm([p.grad for p in list(enc.parameters()) + list(dec.parameters())])
print("norm after clipping both:", after)
