import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


class Tagger(nn.Module):
    def __init__(self, total_length=None):
        super().__init__()
        self.rnn = nn.GRU(2, 3, batch_first=True)
        self.total_length = total_length

    def forward(self, x, lengths):
        packed = pack_padded_sequence(x, lengths, batch_first=True, enforce_sorted=False)
        out, _ = self.rnn(packed)
        out, _ = pad_packed_sequence(out, batch_first=True, total_length=self.total_length)
        return out


x = torch.randn(4, 6, 2)  # 4 sequences, padded to 6 steps
lengths = torch.tensor([6, 5, 2, 1])
for total_length in (None, x.size(1)):
    model = Tagger(total_length)
    # on 2 GPUs, DataParallel gives each replica half of the batch
    outs = [model(xc, lc) for xc, lc in zip(x.chunk(2), lengths.chunk(2))]
    print(f"total_length={total_length}: replica outputs {[tuple(o.shape) for o in outs]}")
    try:
        print("  concatenated along dim 0:", tuple(torch.cat(outs).shape))
    except RuntimeError as e:
        print("  RuntimeError:", str(e).splitlines()[0])
