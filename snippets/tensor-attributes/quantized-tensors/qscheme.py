import warnings

import torch

warnings.filterwarnings("ignore", message="torch.quantize_per_tensor")
w = torch.ones(2, 2)
print(torch.quantize_per_tensor(w, 0.1, 0, torch.qint8).qscheme())
print(torch.quantize_per_channel(w, torch.tensor([0.1, 0.2]), torch.tensor([0, 0]), 0, torch.qint8).qscheme())
print(torch.quantize_per_channel(w, torch.tensor([0.1, 0.2]), torch.tensor([0.0, 0.0]), 0, torch.quint8).qscheme())
try:
    w.qscheme()
except NotImplementedError as e:
    print("float tensor -> NotImplementedError:", str(e).split(" with arguments")[0])
