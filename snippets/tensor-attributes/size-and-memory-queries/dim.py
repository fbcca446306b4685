import torch

for t in [torch.tensor(3.0), torch.zeros(5), torch.zeros(2, 3), torch.zeros(0, 5), torch.zeros(2, 1, 4, 4)]:
    print(f"shape {str(tuple(t.shape)):14} dim() = {t.dim()}")
