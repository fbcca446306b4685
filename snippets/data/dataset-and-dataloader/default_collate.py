import torch
from torch.utils.data import DataLoader

samples = [
    {"x": torch.tensor([1.0, 2.0]), "label": 0, "name": "a"},
    {"x": torch.tensor([3.0, 4.0]), "label": 1, "name": "b"},
    {"x": torch.tensor([5.0, 6.0]), "label": 1, "name": "c"},
]
batch = next(iter(DataLoader(samples, batch_size=3)))
print("keys:", list(batch))
print("x:", batch["x"], " shape:", tuple(batch["x"].shape))
print("label:", batch["label"], " dtype:", batch["label"].dtype)
print("name:", batch["name"])
