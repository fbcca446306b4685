# raises: ValueError
import torch
from torch.nn.utils.rnn import pad_sequence

seqs = [torch.tensor([1.0, 2.0]), torch.tensor([3.0, 4.0, 5.0])]

# pad to a common length and carry a mask
padded = pad_sequence(seqs, batch_first=True)
mask = pad_sequence([torch.ones(len(s)) for s in seqs], batch_first=True)
print("padded:", padded)
print("masked mean per sequence:", torch.vmap(lambda v, m: (v * m).sum() / m.sum())(padded, mask))

# vmap itself needs one common size along the mapped dimension
torch.vmap(torch.sum)(seqs)
