# raises: RuntimeError
import torch

S = torch.stack([torch.eye(2),                                   # fine
                 torch.tensor([[1.0, 2.0], [2.0, 4.0]])])        # singular
torch.linalg.solve(S, torch.ones(2, 2))
