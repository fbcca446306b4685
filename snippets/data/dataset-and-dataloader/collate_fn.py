import torch
from torch.nn.utils.rnn import pad_sequence
from torch.utils.data import DataLoader

# sequences of different lengths cannot be stacked by the default collate_fn
seqs = [torch.tensor([1, 2, 3]), torch.tensor([4, 5]), torch.tensor([6]), torch.tensor([7, 8, 9, 10])]


def pad_batch(batch):
    lengths = torch.tensor([len(s) for s in batch])
    padded = pad_sequence(batch, batch_first=True, padding_value=0)
    return padded, lengths


for padded, lengths in DataLoader(seqs, batch_size=2, collate_fn=pad_batch):
    print("padded:", padded.tolist(), " lengths:", lengths.tolist())
