from torch import nn


class Tied(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed = nn.Embedding(10, 4)
        self.out = nn.Linear(4, 10, bias=False)
        self.out.weight = self.embed.weight  # weight tying: one Parameter, two names


m = Tied()
print([name for name, _ in m.named_parameters()])
print([name for name, _ in m.named_parameters(remove_duplicate=False)])
print([name for name, _ in m.named_parameters(prefix="model")])
print("state_dict keys:", list(m.state_dict()))
